export { Splash } from './Splash';
export type { SplashProps } from './Splash';
