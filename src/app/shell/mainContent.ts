/** The id of the shell's main landmark (the skip link's target). */
export const MAIN_CONTENT_ID = 'main-content';
