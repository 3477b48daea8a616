import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/interface-icons';
import { WhatsAppIcon } from '@/components/icons/social-icons';
import { PageIntro } from '@/components/ui/page-intro';
import { company } from '@/content/company';
import { ContactArt } from '@/features/contact/components/contact-art';
import { ContactForm } from '@/features/contact/components/contact-form';
import styles from '@/features/contact/components/contact-page.module.css';

const OFFICE_HOURS = 'Sunday to Thursday, 9:00 to 17:00 (Cairo time)';

/** Contact us (/contactus): the head office's details and the enquiry form. */
export function ContactPage() {
  const { address } = company;
  return (
    <>
      <PageIntro
        eyebrow="Contact us"
        title="Let’s talk about your wells, your team or your next project"
        titleId="contact-title"
        withCards
        art={<ContactArt />}
      >
        <p>
          Tell us what you need — a production well test, an artificial lift review, an EOR study or
          a training plan — and an engineer will get back to you within one working day.
        </p>
      </PageIntro>

      <div className={`container ${styles.layout}`}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.cardTitle}>
            Send us a message
          </h2>
          <p className={styles.cardIntro}>
            Subcontractors and suppliers are welcome too: tell us about your services and
            certifications.
          </p>
          <ContactForm />
        </section>

        <aside className={styles.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={styles.detailsTitle}>
            {company.name}
          </h2>
          <ul className={styles.detailList}>
            <li>
              <span className={styles.detailIcon}>
                <MapPinIcon size={20} />
              </span>
              <div>
                <h3 className={styles.detailLabel}>Head office</h3>
                <address className={styles.address}>
                  {address.street}
                  <br />
                  {address.district}, {address.city}, {address.country}
                </address>
                <a
                  href={company.mapUrl}
                  className={styles.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  View on map
                </a>
              </div>
            </li>
            <li>
              <span className={styles.detailIcon}>
                <PhoneIcon size={20} />
              </span>
              <div>
                <h3 className={styles.detailLabel}>Phone</h3>
                <a href={company.phone.href} className={styles.link}>
                  {company.phone.display}
                </a>
                <p className={styles.muted}>{OFFICE_HOURS}</p>
              </div>
            </li>
            <li>
              <span className={styles.detailIcon}>
                <MailIcon size={20} />
              </span>
              <div>
                <h3 className={styles.detailLabel}>Email</h3>
                <a href={`mailto:${company.email}`} className={styles.link}>
                  {company.email}
                </a>
              </div>
            </li>
            <li>
              <span className={styles.detailIcon}>
                <WhatsAppIcon size={20} />
              </span>
              <div>
                <h3 className={styles.detailLabel}>WhatsApp</h3>
                <a
                  href={company.social.whatsapp}
                  className={styles.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Chat with our team
                </a>
              </div>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}
