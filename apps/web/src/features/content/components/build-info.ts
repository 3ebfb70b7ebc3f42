import webPackage from '../../../../package.json';

export const APP_VERSION = webPackage.version;

/** The hashed name of the main script identifies the exact build a customer has loaded. */
export function buildId(): string {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  const file = script?.src.split('/').pop() ?? '';
  return file || 'development';
}
