export { authMessages } from "../../../shared/auth/auth.schemas";

export const authTexts = {
  productName: "Hangar",
  loading: "Loading...",
  signInTitle: "Sign in to your account",
  registerTitle: "Create your account",
  emailLabel: "Email",
  passwordLabel: "Password",
  confirmPasswordLabel: "Confirm Password",
  signIn: "Sign in",
  signingIn: "Signing in...",
  createAccount: "Create account",
  creatingAccount: "Creating account...",
  toRegister: "Don't have an account? Sign up",
  toSignIn: "Already have an account? Sign in",
  forgotPassword: "Forgot password?",
  forgotPasswordUnavailable: "Password reset is not available yet",
} as const;
