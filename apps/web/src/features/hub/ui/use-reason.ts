import { useState } from 'react';

/** What a schema's safeParse answers: the parsed change, or why the reason was refused. */
type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { message: string }[] } };

/**
 * The reason a hub change asks for (a rejection, a suspension, a cancel), checked by the server's
 * own schema before anything is sent: `field` is what ReasonField shows, `submit` sends the
 * parsed change (with a way to empty the box once it is done) or shows the schema's sentence,
 * `clear` starts again.
 */
export function useReason<T>(
  parse: (reason: string) => Parsed<T>,
  send: (change: T, clear: () => void) => void,
  missing = 'Please give the reason.',
) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const clear = () => {
    setReason('');
    setProblem(null);
  };
  return {
    field: { value: reason, problem, onChange: setReason },
    submit: () => {
      const parsed = parse(reason);
      if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? missing);
      setProblem(null);
      send(parsed.data, clear);
    },
    clear,
  };
}
