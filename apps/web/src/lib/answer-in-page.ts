import { FIRST_ANSWER } from '@makers-pantry/domain/first-answer';

/**
 * The answer the page came with (decision 074), for the app's first request of its path: the
 * page's own script has painted from it already, and asking again would put one more request on a
 * slow phone's network beside the first picture. Taken once: a later request of the path (a
 * refetch) asks the server as any other.
 */
export function takeAnswerInPage(path: string): { answer: unknown } | undefined {
  const element = document.getElementById(FIRST_ANSWER.elementId);
  if (!element || element.dataset.path !== path) return undefined;
  element.remove();
  try {
    return { answer: JSON.parse(element.textContent ?? '') as unknown };
  } catch {
    // Not the server's writing: the app asks for it as if the page had carried nothing.
    return undefined;
  }
}
