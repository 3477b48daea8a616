import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService } from '../common/crud/crud.service.js';
import { PaymentTransaction } from './payment-transaction.entity.js';

/** The dashboard's payments list: read-only. */
@Injectable()
export class PaymentTransactionsService extends CrudService<PaymentTransaction> {
  constructor(@InjectRepository(PaymentTransaction) repo: Repository<PaymentTransaction>) {
    super(repo, {
      label: 'Payment',
      searchable: { email: 'email', first_name: 'first_name' },
    });
  }

  override present(row: PaymentTransaction) {
    return {
      id: row.id,
      first_name: row.first_name,
      email: row.email,
      phone_number: row.phone_number,
      success: row.success,
      amount_cents: row.amount_cents,
      currency: row.currency,
      created_at: row.created_at,
      // DECISIONS 21: a successful payment that booked nothing; staff refund it in Paymob.
      refund_due: row.refund_due,
    };
  }
}
