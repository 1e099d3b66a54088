<?php

namespace App\Enums;

/**
 * Where an order is in its life: pending → paid → shipped → delivered,
 * or cancelled before it ships.
 */
enum OrderStatus: string
{
    case Pending = 'pending';
    case Paid = 'paid';
    case Shipped = 'shipped';
    case Delivered = 'delivered';
    case Cancelled = 'cancelled';

    /** The statuses this one may move to. */
    public function nextStatuses(): array
    {
        return match ($this) {
            self::Pending => [self::Paid, self::Cancelled],
            self::Paid => [self::Shipped, self::Cancelled],
            self::Shipped => [self::Delivered],
            self::Delivered, self::Cancelled => [],
        };
    }

    public function canMoveTo(self $next): bool
    {
        return in_array($next, $this->nextStatuses(), true);
    }

    public function isCancellable(): bool
    {
        return $this->canMoveTo(self::Cancelled);
    }
}
