export { DetailList } from './DetailList';
