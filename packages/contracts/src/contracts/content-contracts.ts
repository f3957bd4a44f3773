import { z } from 'zod';
import { defineContract } from '../define-contract';
import { datafileSchema } from '../entities/datafile';

/** A carmaker's certified-pre-owned programme (shape ours; spec 002 s7 names only the file). */
const certifiedProgramSchema = z.object({
  makeCode: z.string(),
  make: z.string(),
  name: z.string().meta({ description: "The programme's name: 'Ford Blue Advantage'." }),
  headline: z.string().optional(),
  logo: z.object({ src: z.string(), alt: z.string() }).optional(),
  benefits: z.array(z.string()),
  warranty: z.string().optional(),
  inspectionPoints: z.int().min(0).optional(),
  url: z.string().optional(),
});

export const contentContracts = {
  getCertifiedContent: defineContract({
    name: 'getCertifiedContent',
    service: 'content',
    method: 'GET',
    path: '/cm-api/content/static/json/atc/cpo/certifiedcontentsimple.json',
    reply: z.object({ programs: z.array(certifiedProgramSchema) }),
    auth: 'none',
    spec: '002 s7',
    summary: 'Certified-pre-owned content: one entry per carmaker programme (cached 1 hour by clients).',
    description: 'The file is shown, its shape is not: { programs } is ours.',
  }),
  getDatafile: defineContract({
    name: 'getDatafile',
    service: 'experiments',
    method: 'GET',
    path: '/experiments/datafile',
    reply: datafileSchema,
    auth: 'none',
    spec: '002 s7',
    summary:
      'The experiment datafile: features with defaults, experiments with variations and traffic allocation.',
    description:
      'Ours, in place of the third-party service: polled every 5 minutes by @forecourt/experiments (spec 002 s4).',
  }),
};
