/**
 * The body of a provider's answer parsed as JSON, or undefined when there was none or it was not
 * JSON: a provider's error page must not hide its status behind a parse error.
 */
export async function jsonAnswerOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
