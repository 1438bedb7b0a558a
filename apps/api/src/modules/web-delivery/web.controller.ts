import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WebDeliveryService } from './web-delivery.service.js';

/** Every GET that no API route takes: the apps' files and their index.html. */
@Controller()
export class WebController {
  constructor(private readonly web: WebDeliveryService) {}

  @Get('*')
  serve(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.web.serve(request, reply);
  }
}
