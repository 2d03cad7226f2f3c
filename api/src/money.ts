/** Amounts live in centimes (integers) in the database and in dirhams (two decimals at most) in answers. */
export const toDirhams = (centimes: number): number => centimes / 100;
export const toCentimes = (dirhams: number): number => Math.round(dirhams * 100);
