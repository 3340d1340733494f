// The front-end version shown in the sign-in and shell footers: package.json's version.
import { version } from '../../package.json';

export const FRONT_END_VERSION: string = version;
