// Texts shown both by server-rendered pages and in the browser (the spec's error catalogue).
export const CSRF_MESSAGE = "CSRF token mismatch. Please refresh the page and try again.";
export const INVALID_CREDENTIALS = "Invalid email or password";
export const LOGIN_FAILED = "Login failed. Please try again later.";
export const REGISTER_FAILED = "Registration failed, please try again.";
export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";
