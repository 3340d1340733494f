// Storybook wiring shared by .storybook/preview.tsx and stories.
export { ThemeFrame, IntlFrame, RouterFrame, StoreFrame, storyLocales } from './decorators';
export type { StoryLocale, StoryMessages, StoryRouterParameter } from './decorators';
export { brandingOfArgs, storyBrands } from './brands';
export type { BrandArgs, StoryBrand, StoryBrandingParameter } from './brands';
export { createStoryStore } from './store';
export type { StoryStoreParameter } from './store';
export { onAPhone } from './phone';
export { StoryLiveChannel, storyLiveChannel, type StoryLiveScript } from './liveChannel';
export { realKeyboard, provideRealKeyboard, type RealKeyboard } from './realKeyboard';
