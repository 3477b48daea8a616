import { CreateDateColumn, type ValueTransformer, UpdateDateColumn } from 'typeorm';

/** created_at / updated_at, named as the API spells them. */
export const CreatedAt = () => CreateDateColumn({ name: 'created_at', type: 'datetime' });
export const UpdatedAt = () => UpdateDateColumn({ name: 'updated_at', type: 'datetime' });

/** MySQL returns DECIMAL as a string; the API speaks numbers. */
export const decimalToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
