// The open state of a top-bar popup (the balance's, the limit usage's): an id for aria-controls,
// the wrapper that holds button and popup, and a close that hands the focus back to the button
// (also on Escape or a click outside, useDismiss).
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../shared/ui/useDismiss';

export function useTopBarPopup() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const close = useCallback(() => {
    setOpen(false);
    wrapper.current?.querySelector('button')?.focus();
  }, []);
  useDismiss(open, close, wrapper);
  return { open, setOpen, wrapper, popupId, close };
}
