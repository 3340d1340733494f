// A sheet for paper (a printed report, a receipt): rendered at the end of the body, never shown on
// screen; while it is mounted the print stylesheet leaves nothing else on paper (no menu, no
// buttons). It opens the browser's print dialog once and calls onDone after it.
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';

export interface PrintSheetProps {
  children: ReactNode;
  onDone: () => void;
  className?: string;
}

const PaperOnly = createGlobalStyle`
  @media print {
    body > *:not([data-print-sheet]) { display: none !important; }
    @page { margin: 12mm; }
  }
`;

const Sheet = styled.div`
  @media screen {
    display: none;
  }
  /* Paper: the system's ink on the system's page, whatever the screen's theme. */
  color: CanvasText;
  background: Canvas;
  font: 10pt/1.35 system-ui, sans-serif;
  h1 { font-size: 14pt; margin: 0 0 2mm; }
  p { margin: 0 0 4mm; }
`;

export function PrintSheet({ children, onDone, className }: PrintSheetProps) {
  useEffect(() => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      onDone();
    };
    window.addEventListener('afterprint', finish);
    // After the sheet has been laid out; print() returns once the dialog is closed.
    const frame = requestAnimationFrame(() => {
      window.print();
      finish();
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', finish);
    };
  }, [onDone]);
  return createPortal(
    <Sheet data-print-sheet="" className={className}>
      <PaperOnly />
      {children}
    </Sheet>,
    document.body,
  );
}
