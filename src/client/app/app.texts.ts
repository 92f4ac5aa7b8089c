export const appTexts = {
  productName: "Hangar",
  loading: "Loading...",
  skipToContent: "Skip to main content",
  openNavigation: "Open navigation menu",
  closeNavigation: "Close navigation menu",
  mainNavigation: "Main navigation",
  localClock: "Local",
  utcClock: "UTC",
  roleBadgeTitle: "Your role",
  signOut: "Sign Out",
  nav: {
    dashboard: "Dashboard",
    members: "Members",
    bookings: "Bookings",
    myBookings: "My Bookings",
    aircrafts: "Aircrafts",
    settings: "Settings",
  },
  pages: {
    members: "Members",
    member: "Member",
    bookings: "Bookings",
    settings: "Settings",
  },
  crashed: {
    title: "Something went wrong",
    body: "This page stopped working. Reload it to try again; your data is safe on the server.",
    reload: "Reload",
  },
  notFound: {
    title: "Page not found",
    body: "The page you are looking for does not exist or has moved.",
    home: "Go to the home page",
  },
  forgotPassword: {
    title: "Reset your password",
    body: "Password reset is not available yet. Please contact support and we will help you get back into your account.",
    /** No SUPPORT_EMAIL and no organization known: whom to ask instead. */
    noContact: "Ask the administrator of your organization or of this Hangar installation.",
    backToSignIn: "Back to sign in",
  },
} as const;
