import { bilingual } from '@/i18n/content';

/** The contact page and its form (features/contact); Arabic in content/ar/contact.ts. */
const contactEnglish = {
  eyebrow: 'Contact us',
  title: 'Let’s talk about your wells, your team or your next project',
  intro:
    'Tell us what you need — a production well test, an artificial lift review, an EOR study or a training plan — and an engineer will get back to you within one working day.',
  formTitle: 'Send us a message',
  formIntro:
    'Subcontractors and suppliers are welcome too: tell us about your services and certifications.',
  headOffice: 'Head office',
  viewOnMap: 'View on map',
  phone: 'Phone',
  officeHours: 'Sunday to Thursday, 9:00 to 17:00 (Cairo time)',
  email: 'Email',
  whatsapp: 'WhatsApp',
  chat: 'Chat with our team',
  form: {
    name: 'Name',
    country: 'Country',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    placeholder: 'Tell us about your field, wells or project, and how we can help.',
    sending: 'Sending your message',
    send: 'Send message',
    sent: 'Thank you: your message has been received. We will reply within one working day.',
    cleared: 'The form is cleared, ready for another message.',
  },
};

export type ContactCopy = typeof contactEnglish;

export const contactPage = bilingual(contactEnglish, () => import('@/content/ar/contact'));
