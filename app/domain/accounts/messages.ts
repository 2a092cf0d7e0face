// What people are told about accounts (docs/product.md#messages), defined once: the pages, the session
// check, the domain's refusals and the JSON API show the same words.
export const INVALID_CREDENTIALS = "Invalid email or password";
export const LOGIN_FAILED = "Login failed. Please try again later.";
export const REGISTER_FAILED = "Registration failed, please try again.";
export const OWN_ACCOUNT_UNDELETABLE = "You cannot delete your own account.";
