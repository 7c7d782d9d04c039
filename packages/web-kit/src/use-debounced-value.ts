import { useEffect, useState } from 'react';

/** Search boxes query the server: the value settles for `delay` ms before it is used (one request per pause, not per key). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
