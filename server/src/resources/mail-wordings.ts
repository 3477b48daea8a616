import { Controller, Injectable, Logger, Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { Brackets, type DataSource, Entity, Index, In, Repository } from 'typeorm';
import { ACCOUNT_WORDING } from '../auth/account-mails.js';
import { BOOKING_WORDING } from '../booking/booking-mails.js';
import { CERTIFICATE_WORDING } from '../certificates/certificate-mails.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { normalizeArabic, normalizedArabicSql } from '../common/arabic/normalize-arabic.js';
import type { SearchConditions } from '../common/crud/search-conditions.js';
import { escapeLike } from '../common/crud/word-search.js';
import { Conflict, ValidationFailed } from '../common/http/api-error.js';
import { isDuplicateKey } from '../common/filters/api-exception.filter.js';
import { Choice, Text } from '../common/resource/fields.js';
import { ResourceController } from '../common/resource/resource.controller.js';
import { defineResource } from '../common/resource/resource.js';
import { type FieldValues, ResourceService } from '../common/resource/resource.service.js';
import { Row } from '../common/resource/row.js';
import { CONTACT_WORDING } from '../contact/reply-mail.js';
import { APPLICATION_WORDING } from '../job-requests/application-mails.js';
import { COMMON_WORDING } from '../mail/common-wording.js';
import {
  MAIL_WORDINGS_TABLE,
  placeholdersOf,
  type SentenceDefault,
  unknownPlaceholders,
} from '../mail/mail-wording.js';
import { SESSION_WORDING } from '../sessions/session-mails.js';

/**
 * Every sentence of the mails a reader gets, by key, with the code's English and Arabic (the
 * defaults). Assembled here, the one folder that may see every feature; a feature with a new
 * mail dictionary adds it to this list.
 */
export const MAIL_SENTENCES: ReadonlyMap<string, SentenceDefault> = new Map(
  [
    COMMON_WORDING,
    ACCOUNT_WORDING,
    BOOKING_WORDING,
    SESSION_WORDING,
    CERTIFICATE_WORDING,
    APPLICATION_WORDING,
    CONTACT_WORDING,
  ]
    .flatMap((wording) => wording.sentences)
    .map((sentence) => [sentence.key, sentence]),
);

/** The longest wording staff may enter for one sentence (a subject is cut at 255 when sent). */
const TEXT_MAX = 2000;

/**
 * Staff's wording of one mail sentence (issue 28 item 2): English and Arabic, each '' to send the
 * code's default. One row per key (a unique index); the mails read these rows as they are
 * written (mail/mail-wording.ts `overridesIn`).
 */
@Entity(MAIL_WORDINGS_TABLE)
@Index('uq_mail_wordings_key', ['key'], { unique: true })
export class MailWording extends Row {
  @Choice([...MAIL_SENTENCES.keys()], "The key must name one of the mails' sentences", {
    search: 'contains',
  })
  key: string;
  @Text({ column: 'text', max: TEXT_MAX, optional: true, search: 'contains', translated: true })
  text: string;
  declare text_ar: string;
}

const MAIL_WORDINGS = defineResource({
  path: 'mail-wordings',
  entity: MailWording,
  label: 'Mail wording',
  title: 'key',
  staff: STAFF_ROLES,
  update: 'partial',
  order: { key: 'ASC' },
  presents: {
    default: { type: 'string', description: "The code's English, sent while `text` is empty" },
    default_ar: {
      type: 'string',
      nullable: true,
      description: "The code's Arabic, sent while `text_ar` is empty; null: sent in English only",
    },
    placeholders: {
      type: 'string',
      description: 'The placeholders this sentence may use, e.g. "{course}, {amount}"',
    },
  },
});
export default MAIL_WORDINGS;

/** "{course}, {amount}", or '' for a sentence without any. */
const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

@Injectable()
export class MailWordingsService extends ResourceService<MailWording> {
  constructor(@InjectRepository(MailWording) repo: Repository<MailWording>) {
    super(repo, MAIL_WORDINGS);
  }

  override present(row: MailWording) {
    const sentence = MAIL_SENTENCES.get(row.key);
    return {
      ...row,
      default: sentence?.en ?? '',
      default_ar: sentence ? sentence.ar : null,
      placeholders: listed(sentence ? placeholdersOf(sentence.en) : []),
    };
  }

  /**
   * The search box (`key`) finds a sentence by its key or by its words: the defaults, which live
   * in the code (matched here, Arabic normalised, case ignored), and staff's own English and
   * Arabic (matched in SQL). Staff look for "password", not for `account.reset.subject`.
   */
  protected override searchConditions(
    params: Record<string, unknown>,
  ): SearchConditions<MailWording> {
    const value = typeof params.key === 'string' ? params.key.trim() : '';
    if (!value) return { where: () => undefined };
    const wanted = normalizeArabic(value.toLowerCase());
    const keys = [...MAIL_SENTENCES.values()]
      .filter((sentence) =>
        [sentence.key, sentence.en, sentence.ar ?? ''].some((text) =>
          normalizeArabic(text.toLowerCase()).includes(wanted),
        ),
      )
      .map((sentence) => sentence.key);
    const term = `%${escapeLike(wanted)}%`;
    return {
      where: (query) => {
        const column = (name: string) => `${query.escape(query.alias)}.${query.escape(name)}`;
        query.andWhere(
          new Brackets((match) => {
            match
              .where(`LOWER(${column('key')}) LIKE :term ESCAPE '!'`, { term })
              .orWhere(`LOWER(${column('text')}) LIKE :term ESCAPE '!'`, { term })
              .orWhere(`LOWER(${normalizedArabicSql(column('text_ar'))}) LIKE :term ESCAPE '!'`, {
                term,
              });
            if (keys.length) match.orWhere(`${column('key')} IN (:...keys)`, { keys });
          }),
        );
      },
    };
  }

  /**
   * One row per key (409 naming the row to edit instead), and only the placeholders the
   * sentence's default uses: the mail fills those alone, any other would reach the reader as
   * "{amount}". An English-only mail takes no Arabic.
   */
  protected override async prepare(
    values: FieldValues<MailWording>,
    stored: MailWording | undefined,
  ): Promise<FieldValues<MailWording>> {
    const key = values.key ?? stored!.key;
    const sentence = MAIL_SENTENCES.get(key);
    // A row kept from a release whose mails had this sentence: nothing reads it any more.
    if (!sentence) throw new ValidationFailed(`No mail uses the sentence "${key}" any more`);
    if (!stored || key !== stored.key) {
      const other = await this.repo.findOneBy({ key });
      if (other) {
        throw new Conflict(
          `The sentence "${key}" already has its wording (row ${other.id}): edit that one.`,
        );
      }
    }
    const allowed = placeholdersOf(sentence.en);
    const texts = { text: values.text ?? stored?.text ?? '', text_ar: values.text_ar ?? '' };
    if (values.text_ar === undefined) texts.text_ar = stored?.text_ar ?? '';
    const errors: Record<string, string> = {};
    for (const [field, text] of Object.entries(texts)) {
      const unknown = unknownPlaceholders(text, allowed);
      if (!unknown.length) continue;
      errors[field] = allowed.length
        ? `${listed(unknown)} cannot be filled in this sentence: it may use only ${listed(allowed)}`
        : `${listed(unknown)} cannot be filled: this sentence takes no placeholders`;
    }
    if (sentence.ar === null && texts.text_ar.trim()) {
      errors.text_ar = 'This mail goes out in English only (its reader chose no language)';
    }
    const [first] = Object.values(errors);
    if (first) throw new ValidationFailed(first, errors);
    return values;
  }

  protected override async write(
    values: FieldValues<MailWording>,
    stored: MailWording | undefined,
  ): Promise<number> {
    try {
      return await super.write(values, stored);
    } catch (error) {
      // Two staff adding the same key at once: the unique index refuses the second.
      if (isDuplicateKey(error)) {
        throw new Conflict(`The sentence "${values.key}" already has its wording: edit that one.`);
      }
      throw error;
    }
  }
}

@Controller(MAIL_WORDINGS.path)
export class MailWordingsController extends ResourceController(MAIL_WORDINGS) {
  constructor(protected readonly service: MailWordingsService) {
    super();
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([MailWording])],
  controllers: [MailWordingsController],
  providers: [MailWordingsService],
})
export class MailWordingsModule {}

/**
 * A row (with empty texts: the defaults apply) for every sentence that has none yet, so staff
 * find each sentence in the dashboard's list and only edit it; run at start-up, so a sentence
 * added to the code appears with the release that adds it. Several machines starting at once
 * may race: the unique index keeps one row per key and a refused insert is skipped.
 */
export async function ensureMailWordingRows(db: DataSource): Promise<number> {
  const repo = db.getRepository(MailWording);
  const keys = [...MAIL_SENTENCES.keys()];
  const present = new Set(
    (await repo.find({ select: { key: true }, where: { key: In(keys) } })).map((row) => row.key),
  );
  let added = 0;
  for (const key of keys.filter((each) => !present.has(each))) {
    try {
      await repo.insert({ key, text: '', text_ar: '' });
      added += 1;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  if (added) new Logger('MailWording').log(`Added ${added} mail sentences for staff to reword`);
  return added;
}
