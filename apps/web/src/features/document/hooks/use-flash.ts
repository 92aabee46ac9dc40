import { useCallback, useEffect, useRef, useState } from 'react';

let flashId = 0;

/** Items shown for a while: highlighted fields (2 s) and page polygons (1.5 s / 2 s), docs/product/documents.md §9. */
export function useFlash<T>() {
  const [items, setItems] = useState<{ id: number; item: T }[]>([]);
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);
  const flash = useCallback((list: T[], ms: number) => {
    if (list.length === 0) return;
    const id = ++flashId;
    setItems((prev) => [...prev, ...list.map((item) => ({ id, item }))]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setItems((prev) => prev.filter((x) => x.id !== id));
    }, ms);
    timers.current.add(timer);
  }, []);
  return [items.map((x) => x.item), flash] as const;
}
