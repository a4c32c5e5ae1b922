import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { contactList } from '@/features/company/contact-list';
import { ContactsPage } from '@/features/company/contacts-page';

const list = listRoute(contactList);

/** Every company's contacts, found on their own (spec 02: /company/{subroute}, companies and contacts). */
export const Route = createFileRoute('/_app/company/contacts')({ ...list, component: ContactsPage });
