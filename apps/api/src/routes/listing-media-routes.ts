import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getModel } from '../data/reference/reference';
import { notFound } from '../http/api-failure';
import { type CarPhoto, carPhotoSvg } from '../listings/car-photo-svg';
import { LISTING_MEDIA_ROOT, MODEL_MEDIA_ROOT } from '../listings/listing-media';
import { MAX_ROW_ID } from '../listings/listing-replies';
import { badRequest } from '../listings/search-origin';
import { codeName, makeLabel, modelLabel } from '../listings/vehicle-names';
import type { ServerDeps } from '../server-deps';

/** A month: a listing's photos change only when its colour or model does, which an import rarely does. */
export const MEDIA_MAX_AGE_SECONDS = 2_592_000;

const PHOTO_FILE = /^([1-9]\d{0,2})\.svg$/;
const YEAR_FILE = /^(\d{4})\.svg$/;
const LISTING_ID = /^\d{5,}$/;
/** Pre-order pictures have no colour of their own: each model gets one of the common paints, always the same. */
const MODEL_PAINTS = ['WHITE', 'BLACK', 'GRAY', 'SILVER', 'BLUE', 'RED'] as const;

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=${MEDIA_MAX_AGE_SECONDS}`).header('etag', etag);
  const match = request.headers['if-none-match'];
  if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * The generated photos of listings and models (plain routes, not contracts: they answer SVG, not JSON).
 * `GET /media/listings/{id}/{n}.svg`, n from 1 to the listing's image count, and
 * `GET /media/models/{makeCode}/{modelCode}/{year}.svg` for pre-order listings.
 */
export function registerListingMediaRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps.database;

  app.get<{ Params: { id: string; file: string } }>(
    `${LISTING_MEDIA_ROOT}/:id/:file`,
    async (request, reply) => {
      const { id, file } = request.params;
      if (!LISTING_ID.test(id)) throw badRequest('params.id', 'listing ids are digits, 5 or more');
      const index = Number(PHOTO_FILE.exec(file)?.[1]);
      if (!index) throw badRequest('params.file', 'a photo is {n}.svg, n from 1');
      const row =
        Number(id) <= MAX_ROW_ID
          ? await db
              .selectFrom('listings')
              .select([
                'year',
                'make_code',
                'model_code',
                'trim_name',
                'vehicle_style_code',
                'ext_color_simple',
                'image_count',
              ])
              .where('id', '=', Number(id))
              .executeTakeFirst()
          : undefined;
      const count = Math.max(1, row?.image_count ?? 0);
      if (!row || index > count) throw notFound(`Photo ${index} of listing ${id}`);
      const photo: CarPhoto = {
        year: row.year,
        make: makeLabel(row.make_code),
        model: modelLabel(row.make_code, row.model_code),
        trim: row.trim_name ?? undefined,
        vehicleStyleCode: row.vehicle_style_code,
        colorCode: row.ext_color_simple,
        colorName: codeName('color', row.ext_color_simple),
        index,
        count,
      };
      return sendSvg(request, reply, carPhotoSvg(photo));
    },
  );

  app.get<{ Params: { makeCode: string; modelCode: string; file: string } }>(
    `${MODEL_MEDIA_ROOT}/:makeCode/:modelCode/:file`,
    async (request, reply) => {
      const { makeCode, modelCode, file } = request.params;
      const year = Number(YEAR_FILE.exec(file)?.[1]);
      if (!year) throw badRequest('params.file', 'a model picture is {year}.svg, a 4-digit year');
      const model = getModel(makeCode, modelCode);
      if (!model) throw notFound(`Model ${makeCode} ${modelCode}`);
      const paint =
        MODEL_PAINTS[
          [...model.code].reduce((sum, char) => sum + char.charCodeAt(0), 0) % MODEL_PAINTS.length
        ];
      const photo: CarPhoto = {
        year,
        make: makeLabel(model.makeCode),
        model: modelLabel(model.makeCode, model.code),
        vehicleStyleCode: model.vehicleStyleCode,
        colorCode: paint ?? 'WHITE',
        index: 1,
        count: 1,
      };
      return sendSvg(request, reply, carPhotoSvg(photo));
    },
  );
}
