import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('email_template')
export class EmailTemplateEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  subject: string;

  @Column({ type: 'text', default: '' })
  htmlBody: string;

  @Column({ type: 'text', default: '' })
  textBody: string;

  /** Variable names used in subject and bodies; derived from them on every save. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  variables: string[];

  @Column({ type: 'varchar', length: 100, nullable: true, unique: true })
  seedKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
