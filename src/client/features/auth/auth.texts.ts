export { authMessages } from "../../../shared/auth/auth.schemas";
export { signInLinkMessages } from "../../../shared/auth/sign-in-link";

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

  /** The page a sign-in link opens. */
  setPassword: {
    title: "Choose Your Password",
    intro:
      "Your administrator sent you this link. Choose a password: from now on you sign in with your email address and this password.",
    passwordLabel: "New Password",
    confirmPasswordLabel: "Confirm Password",
    submit: "Set Password and Sign In",
    submitting: "Signing in...",
    toSignIn: "Go to sign in",
  },
} as const;
