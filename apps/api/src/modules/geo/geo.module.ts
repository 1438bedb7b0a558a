import { Module } from '@nestjs/common';
import { GeoController } from './geo.controller.js';

/** GET /api/geocode.php and /api/places.php over the in-process place index (place-index.ts). */
@Module({ controllers: [GeoController] })
export class GeoModule {}
