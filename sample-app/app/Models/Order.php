<?php

namespace App\Models;

use App\Enums\OrderStatus;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A customer's order.
 *
 * @property int $id
 * @property int $user_id
 * @property string $reference Human-friendly order number, e.g. BK-000042.
 * @property \App\Enums\OrderStatus $status
 * @property float $total Sum of the items, in euros.
 * @property array $shipping_address
 * @property string|null $notes
 * @property string|null $coupon_code
 * @property \Illuminate\Support\Carbon|null $paid_at
 * @property \Illuminate\Support\Carbon|null $shipped_at
 * @property \Illuminate\Support\Carbon|null $cancelled_at
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\User $user
 * @property-read \Illuminate\Database\Eloquent\Collection|\App\Models\OrderItem[] $items
 */
class Order extends Model
{
    use HasFactory;

    protected $fillable = [
        'reference',
        'status',
        'total',
        'shipping_address',
        'notes',
        'coupon_code',
    ];

    protected $casts = [
        'status' => OrderStatus::class,
        'total' => 'float',
        'shipping_address' => 'array',
        'paid_at' => 'datetime',
        'shipped_at' => 'datetime',
        'cancelled_at' => 'datetime',
    ];

    protected $attributes = [
        'status' => 'pending',
    ];

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public function items(): HasMany
    {
        return $this->hasMany(OrderItem::class);
    }

    /** Moves the order to the status and stamps the matching date. */
    public function moveTo(OrderStatus $status): void
    {
        $this->status = $status;
        match ($status) {
            OrderStatus::Paid => $this->paid_at = now(),
            OrderStatus::Shipped => $this->shipped_at = now(),
            OrderStatus::Cancelled => $this->cancelled_at = now(),
            default => null,
        };
        $this->save();
    }

    public static function nextReference(): string
    {
        return sprintf('BK-%06d', (int) static::max('id') + 1);
    }
}
