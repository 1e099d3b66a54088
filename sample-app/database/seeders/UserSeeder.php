<?php

namespace Database\Seeders;

use App\Models\PersonalToken;
use App\Models\User;
use Illuminate\Database\Seeder;

class UserSeeder extends Seeder
{
    /**
     * Staff, a regular customer and a few more readers. Every password is "password".
     *
     * @return void
     */
    public function run()
    {
        $admin = User::factory()->admin()->create([
            'name' => 'Ada Admin',
            'email' => 'admin@bookshop.test',
        ]);

        User::factory()->create([
            'name' => 'Rita Reader',
            'email' => 'reader@bookshop.test',
        ]);

        User::factory()->count(8)->create();

        // The token docgen authenticates its response calls with (auth.use_value in config/docgen.php).
        $docsToken = config('docgen.auth.use_value');
        if (is_string($docsToken) && $docsToken !== '') {
            PersonalToken::issue($admin, 'docs', $docsToken);
        }
    }
}
