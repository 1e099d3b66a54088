<?php

namespace Database\Factories;

use App\Enums\OrderStatus;
use App\Models\Order;
use App\Models\User;
use Illuminate\Database\Eloquent\Factories\Factory;

class OrderFactory extends Factory
{
    /**
     * The name of the factory's corresponding model.
     *
     * @var string
     */
    protected $model = Order::class;

    /**
     * Define the model's default state.
     *
     * @return array
     */
    public function definition()
    {
        return [
            'user_id' => User::factory(),
            'reference' => 'BK-'.$this->faker->unique()->numerify('######'),
            'status' => OrderStatus::Pending,
            'total' => $this->faker->randomFloat(2, 8, 200),
            'shipping_address' => [
                'line1' => $this->faker->streetAddress(),
                'city' => $this->faker->city(),
                'postcode' => $this->faker->postcode(),
                'country' => $this->faker->countryCode(),
            ],
            'notes' => $this->faker->optional(0.2)->sentence(),
        ];
    }

    /**
     * An order in the given status, with the matching dates filled in.
     *
     * @return \Illuminate\Database\Eloquent\Factories\Factory
     */
    public function status(OrderStatus $status)
    {
        return $this->state(fn (array $attributes) => [
            'status' => $status,
            'paid_at' => in_array($status, [OrderStatus::Paid, OrderStatus::Shipped, OrderStatus::Delivered], true) ? now()->subDays(3) : null,
            'shipped_at' => in_array($status, [OrderStatus::Shipped, OrderStatus::Delivered], true) ? now()->subDays(2) : null,
            'cancelled_at' => $status === OrderStatus::Cancelled ? now()->subDay() : null,
        ]);
    }
}
