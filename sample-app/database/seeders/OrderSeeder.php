<?php

namespace Database\Seeders;

use App\Enums\OrderStatus;
use App\Models\Book;
use App\Models\Order;
use App\Models\User;
use Illuminate\Database\Seeder;

class OrderSeeder extends Seeder
{
    /** customer email, status, [book id => quantity] */
    private const ORDERS = [
        ['reader@bookshop.test', OrderStatus::Delivered, [1 => 1, 4 => 2]],
        ['reader@bookshop.test', OrderStatus::Shipped, [7 => 1]],
        ['reader@bookshop.test', OrderStatus::Pending, [9 => 1, 11 => 1]],
        ['admin@bookshop.test', OrderStatus::Paid, [12 => 1]],
        ['admin@bookshop.test', OrderStatus::Pending, [2 => 1, 5 => 1, 6 => 1]],
    ];

    /**
     * A few orders in every state, and two wishlists.
     *
     * @return void
     */
    public function run()
    {
        foreach (self::ORDERS as $number => [$email, $status, $lines]) {
            $customer = User::where('email', $email)->firstOrFail();
            $books = Book::findMany(array_keys($lines))->keyBy('id');
            $total = collect($lines)->map(fn (int $quantity, int $bookId) => $quantity * $books[$bookId]->price)->sum();

            $order = Order::factory()->for($customer)->status($status)->create([
                'reference' => sprintf('BK-%06d', $number + 1),
                'total' => round($total, 2),
            ]);
            foreach ($lines as $bookId => $quantity) {
                $order->items()->create([
                    'book_id' => $bookId,
                    'quantity' => $quantity,
                    'unit_price' => $books[$bookId]->price,
                ]);
            }
        }

        User::where('email', 'reader@bookshop.test')->firstOrFail()->wishlist()->attach([3, 9]);
        User::where('email', 'admin@bookshop.test')->firstOrFail()->wishlist()->attach([12]);
    }
}
