// A search text as an ILIKE pattern that finds it anywhere: '%' and '_' of the text match
// themselves (LIKE's escape character is '\').

export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
