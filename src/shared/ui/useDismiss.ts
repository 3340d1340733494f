// Closing a popup the way readers expect (the top bar's usage popup, the credit limits' agent
// usage): Escape, or a pointer pressed outside the element that holds the button and its popup.
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, close: () => void, wrapper: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, wrapper]);
}
