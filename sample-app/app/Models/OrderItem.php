<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * One line of an order: a book, how many, and the price paid for each.
 *
 * @property int $id
 * @property int $order_id
 * @property int $book_id
 * @property int $quantity
 * @property float $unit_price Price of one copy when the order was placed, in euros.
 * @property-read \App\Models\Order $order
 * @property-read \App\Models\Book $book
 */
class OrderItem extends Model
{
    use HasFactory;

    protected $fillable = [
        'book_id',
        'quantity',
        'unit_price',
    ];

    protected $casts = [
        'quantity' => 'integer',
        'unit_price' => 'float',
    ];

    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }

    public function book(): BelongsTo
    {
        return $this->belongsTo(Book::class);
    }

    public function subtotal(): float
    {
        return round($this->quantity * $this->unit_price, 2);
    }
}
