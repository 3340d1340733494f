export { SafeHtml } from './SafeHtml';
