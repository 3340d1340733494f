// Types of colour.mjs (used by src/shared/theme).
export declare const LIGHT_TEXT: '#ffffff';
export declare const DARK_TEXT: '#14161b';
export declare const AA_TEXT: 4.5;
export declare const TEXT_PAIRS: ReadonlyArray<readonly [foreground: string, background: string]>;
export interface Rgb {
  r: number;
  g: number;
  b: number;
}
export interface BrandColour {
  base: string;
  on: string;
  hover: string;
  active: string;
  ratio: number;
}
export declare function parseHex(input: unknown): Rgb | null;
export declare function normaliseHex(input: unknown): string | null;
export declare function toHex(rgb: Rgb): string;
export declare function relativeLuminance(hex: string): number;
export declare function contrastRatio(a: string, b: string): number;
export declare function mix(hex: string, target: string, amount: number): string;
export declare function readableText(background: string): string;
export declare function ensureContrast(colour: string, against: string, min?: number): string;
export declare function deriveBrandColour(input: string, min?: number): BrandColour;
export declare function brandTextOn(input: string, surface: string, min?: number): string;
