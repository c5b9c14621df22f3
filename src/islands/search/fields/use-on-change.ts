import { useEffect, useRef } from 'react';

/**
 * Calls `sync` when `key` changes after mount: a field follows the search when it changes from elsewhere (back,
 * reset) but keeps what the visitor typed before the island's first effects ran.
 */
export function useOnChange(key: string, sync: () => void) {
  const prev = useRef(key);
  useEffect(() => {
    if (prev.current === key) return;
    prev.current = key;
    sync();
    // Runs on a change of key only; sync is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
