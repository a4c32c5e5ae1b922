/**
 * The invitation mail in the contact's language (NL, FR, EN, DE): a greeting, what the portal is
 * for, the one-time link and how long it is valid (link-mail.ts).
 */
import type { CustomerLanguage } from '../../../src/shared/constants/company';
import { linkMail } from '../mail/link-mail';

const TEXTS: Record<
  CustomerLanguage,
  {
    subject: (company: string) => string;
    greeting: (name: string) => string;
    body: string;
    button: string;
    validity: string;
  }
> = {
  NL: {
    subject: (company) => `Uitnodiging voor het klantenportaal – ${company}`,
    greeting: (name) => `Beste ${name},`,
    body: 'U bent uitgenodigd voor het klantenportaal: daar vindt u uw contracten, facturen en betalingen.',
    button: 'Uitnodiging aanvaarden',
    validity: 'Deze link werkt één keer en blijft 7 dagen geldig.',
  },
  FR: {
    subject: (company) => `Invitation au portail client – ${company}`,
    greeting: (name) => `Bonjour ${name},`,
    body: 'Vous êtes invité(e) au portail client : vous y trouverez vos contrats, factures et paiements.',
    button: 'Accepter l’invitation',
    validity: 'Ce lien fonctionne une seule fois et reste valable 7 jours.',
  },
  EN: {
    subject: (company) => `Invitation to the customer portal – ${company}`,
    greeting: (name) => `Dear ${name},`,
    body: 'You are invited to the customer portal, where you find your contracts, invoices and payments.',
    button: 'Accept the invitation',
    validity: 'This link works once and stays valid for 7 days.',
  },
  DE: {
    subject: (company) => `Einladung zum Kundenportal – ${company}`,
    greeting: (name) => `Guten Tag ${name},`,
    body: 'Sie sind zum Kundenportal eingeladen: Dort finden Sie Ihre Verträge, Rechnungen und Zahlungen.',
    button: 'Einladung annehmen',
    validity: 'Dieser Link funktioniert einmal und ist 7 Tage gültig.',
  },
};

export function invitationMail(language: CustomerLanguage, contactName: string, companyName: string, link: string) {
  const texts = TEXTS[language];
  return linkMail({
    subject: texts.subject(companyName),
    greeting: texts.greeting(contactName),
    paragraphs: [texts.body],
    link: { label: texts.button, href: link },
    note: texts.validity,
  });
}
