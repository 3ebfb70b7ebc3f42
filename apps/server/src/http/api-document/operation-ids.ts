/**
 * An operation's id from its method and path, when the route names none: the verb, then the
 * path's words without `api`, a parameter read as `By<Name>`. `GET /api/hub/orders/{orderId}/`
 * is `getHubOrdersByOrderId`. A method and path are unique, so the ids are too.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? ['by', ...wordsOf(parameter)] : wordsOf(segment);
    });
  return [method.toLowerCase(), ...words.map(capitalised)].join('');
}

const wordsOf = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);
