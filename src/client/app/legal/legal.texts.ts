export const LEGAL_EFFECTIVE_DATE = "May 26, 2025";

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const legalTexts = {
  effectiveDate: `Effective date: ${LEGAL_EFFECTIVE_DATE}`,
  contactHeading: "Contact",
  contactLead: "Questions about this document? Write to",
  /** No SUPPORT_EMAIL and no organization known: whom to ask instead. */
  noContact:
    "Questions about this document? Ask the administrator of your organization or of this Hangar installation.",
  backToHangar: "Back to Hangar",
} as const;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  intro:
    "Hangar helps flying clubs, flight schools and aircraft operators manage their members, aircraft and bookings. This policy explains what personal data we collect, why, and the rights you have over it.",
  sections: [
    {
      heading: "Information we collect",
      items: [
        "Personal data: your name and contact details (email address, phone number and postal address), and an emergency contact if you choose to give one.",
        "Usage data: how you use the service, such as the bookings you make, the pages you open, the time of your visits, and technical details such as your browser type.",
      ],
    },
    {
      heading: "How we use it",
      items: [
        "To run your account and your organization's membership, aircraft and bookings.",
        "To keep the service secure, prevent abuse and fix problems.",
        "To contact you about your account and the service.",
      ],
    },
    {
      heading: "Sharing",
      paragraphs: [
        "We do not sell your personal data. Administrators of your organization can see the details you give in your profile so they can run the club. We share data with service providers who host the service for us, under contract, and when the law requires it.",
      ],
    },
    {
      heading: "Your rights under GDPR and CCPA",
      paragraphs: [
        "If you are in the European Economic Area or the United Kingdom, the General Data Protection Regulation (GDPR) gives you the right to access, correct, erase, restrict and port your personal data, to object to its processing, and to complain to your data protection authority.",
        "If you are a California resident, the California Consumer Privacy Act (CCPA) gives you the right to know what personal information we collect, to have it deleted, to opt out of its sale (we do not sell it), and not to be treated differently for using these rights.",
        "To use any of these rights, contact us at the address below.",
      ],
    },
    {
      heading: "Keeping your data",
      paragraphs: [
        "We keep personal data for as long as your account is active or as needed to provide the service and meet legal obligations, and protect it with appropriate technical and organizational measures.",
      ],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  title: "Terms of Use",
  intro: "By creating an account or using Hangar you agree to these terms.",
  sections: [
    {
      heading: "Use of the service",
      paragraphs: [
        "You may use Hangar only for lawful general-aviation purposes, such as running a flying club, flight school or aircraft operation. The service does not replace a pilot's own pre-flight checks and judgement.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Keep your account details accurate and up to date, and keep your password confidential. You are responsible for what happens under your account.",
      ],
    },
    {
      heading: "Content",
      paragraphs: [
        "You must not upload or share content that is unlawful or that you have no right to share.",
      ],
    },
    {
      heading: "Suspension",
      paragraphs: [
        "We may suspend or end access to the service for anyone who violates these terms.",
      ],
    },
    {
      heading: "No warranty",
      paragraphs: [
        'The service is provided "as is", without warranties of any kind, to the extent the law allows.',
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "These terms may change. We will show the new effective date here; using the service after a change means you accept the new terms.",
      ],
    },
  ],
};
