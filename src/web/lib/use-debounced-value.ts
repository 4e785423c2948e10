import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before the server is asked again. */
export const searchDebounceMs = 300;

/** `value`, once it has stopped changing for `ms`. */
export function useDebouncedValue<V>(value: V, ms: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
