// How nutrition numbers read on every screen and in the history: '1,250 kcal', '12.5g'.

export const kcal = (n: number) => `${Math.round(n).toLocaleString("en-US")} kcal`;
export const grams = (n: number) => `${Math.round(n * 10) / 10}g`;
