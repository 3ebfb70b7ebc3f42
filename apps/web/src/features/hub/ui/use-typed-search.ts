import { useState, type FormEvent } from 'react';

/**
 * A search box's words as they are typed (from `initial`, what the URL searches now), asked for
 * trimmed when the form is sent (Enter or its button): the form's `submit`.
 */
export function useTypedSearch(initial: string, onSearch: (words: string) => void) {
  const [words, setWords] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };
  return { words, setWords, submit };
}
