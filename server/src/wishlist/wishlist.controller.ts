import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { User } from '../model/user.entity.js';
import { WishlistService } from './wishlist.service.js';

/**
 * The signed-in user's wishlist. Its paths sit beside the courses and users resources
 * (/courses/wishlist/..., /users/wishlist); this module is registered before UsersModule so
 * that GET /users/wishlist is not read as GET /users/:id.
 */
@Controller()
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Post('courses/wishlist/add/:id')
  @HttpCode(200)
  add(@Param('id', IdPipe) id: number, @CurrentUser() user: User) {
    return this.wishlist.add(user.id, id);
  }

  @Delete('courses/wishlist/remove/:id')
  remove(@Param('id', IdPipe) id: number, @CurrentUser() user: User) {
    return this.wishlist.remove(user.id, id);
  }

  @Get('users/wishlist')
  list(@CurrentUser() user: User) {
    return this.wishlist.list(user.id);
  }
}
