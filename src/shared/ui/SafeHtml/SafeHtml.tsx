// HTML published by provider staff (notices, the contact-us text), sanitised again in the
// browser before it is shown (the server sanitises it when it is saved): no script, no event
// handler, no javascript: link.
import DOMPurify from 'dompurify';
import styled from 'styled-components';

const Body = styled.div`
  overflow-wrap: anywhere;
  > :first-child {
    margin-top: 0;
  }
`;

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <Body className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
