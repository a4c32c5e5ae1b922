/**
 * The identity mails in the user's language (en, nl, fr; link-mail.ts): the password reset link
 * (asked by the user, or by an administrator for them) and the notice that an administrator reset
 * the user's authenticator.
 */
import type { Language } from '../../../src/shared/constants/common';
import { PASSWORD_RESET_LIFETIME_MINUTES as MINUTES } from '../../../src/shared/constants/identity';
import { linkMail } from '../mail/link-mail';

type Texts = {
  greeting: (name: string) => string;
  resetSubject: string;
  resetAsked: string;
  resetAskedByAdmin: string;
  resetButton: string;
  resetNote: string;
  authenticatorSubject: string;
  authenticatorBody: string;
  signIn: string;
  notYou: string;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    greeting: (name) => `Dear ${name},`,
    resetSubject: 'Reset your back office password',
    resetAsked: 'Someone asked to reset the password of your back office account. Choose a new one with this link.',
    resetAskedByAdmin:
      'An administrator asked for a new password for your back office account. Choose one with this link.',
    resetButton: 'Choose a new password',
    resetNote: `This link works once and for ${MINUTES} minutes. Using it signs you out everywhere. If you did not ask for it, ignore this mail: your password stays as it is.`,
    authenticatorSubject: 'Your two-factor sign-in was reset',
    authenticatorBody:
      'An administrator removed the authenticator app from your back office account. You sign in with your password; where your role requires two-factor sign-in, you set up an authenticator app again right after.',
    signIn: 'Sign in',
    notYou: 'If you did not expect this, tell your administrator.',
  },
  nl: {
    greeting: (name) => `Beste ${name},`,
    resetSubject: 'Stel een nieuw wachtwoord in voor de backoffice',
    resetAsked:
      'Iemand vroeg om het wachtwoord van uw backoffice-account opnieuw in te stellen. Kies een nieuw wachtwoord met deze link.',
    resetAskedByAdmin:
      'Een beheerder vroeg een nieuw wachtwoord voor uw backoffice-account. Kies er een met deze link.',
    resetButton: 'Kies een nieuw wachtwoord',
    resetNote: `Deze link werkt één keer en ${MINUTES} minuten lang. Wie hem gebruikt, wordt overal afgemeld. Vroeg u hier niet om, negeer deze mail dan: uw wachtwoord blijft zoals het is.`,
    authenticatorSubject: 'Uw aanmelding in twee stappen werd teruggezet',
    authenticatorBody:
      'Een beheerder heeft de authenticator-app van uw backoffice-account verwijderd. U meldt zich aan met uw wachtwoord; als uw rol aanmelding in twee stappen vereist, stelt u meteen daarna opnieuw een authenticator-app in.',
    signIn: 'Aanmelden',
    notYou: 'Had u dit niet verwacht, laat het dan uw beheerder weten.',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    resetSubject: 'Réinitialisez votre mot de passe du back-office',
    resetAsked:
      'Quelqu’un a demandé de réinitialiser le mot de passe de votre compte back-office. Choisissez-en un nouveau avec ce lien.',
    resetAskedByAdmin:
      'Un administrateur a demandé un nouveau mot de passe pour votre compte back-office. Choisissez-le avec ce lien.',
    resetButton: 'Choisir un nouveau mot de passe',
    resetNote: `Ce lien fonctionne une seule fois, pendant ${MINUTES} minutes. L’utiliser vous déconnecte partout. Si vous ne l’avez pas demandé, ignorez ce mail : votre mot de passe reste inchangé.`,
    authenticatorSubject: 'Votre connexion en deux étapes a été réinitialisée',
    authenticatorBody:
      'Un administrateur a retiré l’application d’authentification de votre compte back-office. Vous vous connectez avec votre mot de passe ; si votre rôle exige la connexion en deux étapes, vous configurez à nouveau une application d’authentification juste après.',
    signIn: 'Se connecter',
    notYou: 'Si vous ne vous y attendiez pas, prévenez votre administrateur.',
  },
};

export function passwordResetMail(language: Language, name: string, link: string, byAdmin: boolean) {
  const texts = TEXTS[language];
  return linkMail({
    subject: texts.resetSubject,
    greeting: texts.greeting(name),
    paragraphs: [byAdmin ? texts.resetAskedByAdmin : texts.resetAsked],
    link: { label: texts.resetButton, href: link },
    note: texts.resetNote,
  });
}

export function authenticatorResetMail(language: Language, name: string, link: string) {
  const texts = TEXTS[language];
  return linkMail({
    subject: texts.authenticatorSubject,
    greeting: texts.greeting(name),
    paragraphs: [texts.authenticatorBody],
    link: { label: texts.signIn, href: link },
    note: texts.notYou,
  });
}
