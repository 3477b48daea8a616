import { useId } from 'react';
import styles from '@/components/faq/faq-section.module.css';
import { useFaqs } from '@/components/faq/use-faqs';
import { faqWords } from '@/content/faq-words';
import { useContent } from '@/i18n/content';
import { useLocalized } from '@/i18n/localized';

/**
 * Questions and answers staff publish in the dashboard (Website → FAQs), on the training and
 * careers pages. Nothing at all while there are none. Each answer opens in place (<details>),
 * so the page works before the script has loaded and with the keyboard.
 */
export function FaqSection({ title }: { title?: string }) {
  const t = useContent(faqWords);
  const { data } = useFaqs();
  const titleId = useId();
  const local = useLocalized();
  if (!data?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className={styles.title}>
          {title ?? t.title}
        </h2>
        <div className={styles.list}>
          {data.map((faq) => {
            const question = local(faq, 'question');
            const answer = local(faq, 'answer');
            return (
              <details key={faq.id} className={styles.item}>
                <summary className={styles.question} lang={question.lang} dir={question.dir}>
                  {question.text}
                </summary>
                <div
                  className={styles.answer}
                  lang={answer.lang}
                  dir={answer.dir}
                  dangerouslySetInnerHTML={{ __html: answer.text }}
                />
              </details>
            );
          })}
        </div>
      </div>
    </section>
  );
}
