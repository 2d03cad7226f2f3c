/** ICAO 9303 check digit: weights 7, 3, 1 over digits, letters A=10…Z=35 and the filler `<` = 0. */
export function checkDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    const value = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 90 ? c - 55 : 0;
    sum += value * weights[i % 3]!;
  }
  return String(sum % 10);
}
