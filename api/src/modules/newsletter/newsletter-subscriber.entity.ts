import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('newsletter_subscriber')
export class NewsletterSubscriberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Lower-cased, so the address is unique case-insensitively. */
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
